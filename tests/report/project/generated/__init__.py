"""Compiled games: output of `cairn build`. Do not edit."""
