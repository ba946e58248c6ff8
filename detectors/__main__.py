import sys

from detectors.cli import main

sys.exit(main())
