:- multifile hook/1.
hook(part).
