"""The lesson sources: one module ``lNN.py`` per notebook (``STEM``, ``CELLS``, ``values()``).

Their words are in ``text/<lang>/<stem>.md``; ``tools/build_lessons.py`` joins the two.
"""
