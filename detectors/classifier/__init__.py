"""The trained classifier detector: ``detector`` (pair scoring, support / stated rules), ``biencoder``,
``attribution`` (the side a clause names), ``weights/`` (shipped, found through this package)."""
