ok('café').
