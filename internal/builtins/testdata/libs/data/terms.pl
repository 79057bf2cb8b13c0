a(1).
b("x", Y).
:- foo.
