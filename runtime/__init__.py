"""Cairn's runtime: plays any compiled game through one decision model."""
