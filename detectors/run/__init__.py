"""Running detectors: ``registry`` (names, options, return types), ``engines`` (serial, pool, Ray), ``batch``
(resumable file scoring)."""
