"""The widgets' front ends: ``static/`` holds their ES modules and the bundles built from them."""
