"""Pure rendering: results in, plotly figures or escaped HTML out. No models, no Streamlit."""
