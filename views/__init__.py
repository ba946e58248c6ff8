"""The app's pages. Named views/ rather than pages/: Streamlit treats a pages/ folder next to
app.py as old-style pages, and a direct link such as /inspect?ex=… would then run the page file
without app.py's navigation and layout."""
