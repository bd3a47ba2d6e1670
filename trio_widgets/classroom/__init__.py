"""The class on a school server (``make class``): who the children are, their answers in one
SQLite database, and what the teacher's view reads from it (docs/classroom.md).

The layer sits beside ``teaching/``: the lessons' answer widget calls :func:`record_answer`,
which does nothing unless the class server set ``TRIO_CLASS_DATA``.  The teacher's view and the
children's name page are served by ``_server.py``, which only the class server's configuration
(class/voila.py) imports."""

from ._kernel import Recorder, kernel_id, record_answer, recorder
from ._record import DB_NAME, ClassRecord, LookAlike, NameTaken, answer_row, check_nickname

__all__ = [
    "DB_NAME",
    "ClassRecord",
    "LookAlike",
    "NameTaken",
    "Recorder",
    "answer_row",
    "check_nickname",
    "kernel_id",
    "record_answer",
    "recorder",
]
