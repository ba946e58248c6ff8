"""Helpers of the page scripts in ``pages/``: kept in a subfolder so Streamlit never lists them as pages."""
