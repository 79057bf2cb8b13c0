% args: -q
% stdin: [student_consult_part].
% stdin: consult(student_consult_part).
% stdin: ['student_consult_part.pl'].
% stdin: p(X).
% stdin: ;
% stdin: make.
