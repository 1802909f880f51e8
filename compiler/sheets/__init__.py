"""The sheets back end: the reference sheet and card sheets of a game (render), the rulebook
sentences they print (text), the icons they embed (icons) and printing them to PDF (printing)."""
