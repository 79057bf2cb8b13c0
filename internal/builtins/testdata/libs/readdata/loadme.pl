loaded(1).
loaded(2).
