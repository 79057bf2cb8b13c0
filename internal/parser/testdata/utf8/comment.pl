% comment ÿ here
b.
