% Loaded by student_consult_at_toplevel.
p(1).
p(2).
:- writeln(loading).
