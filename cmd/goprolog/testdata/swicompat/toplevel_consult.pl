% args: -q
% stdin: consult(toplevel_consult_part).
% stdin: part(X).
% stdin: [toplevel_consult_part].
% stdin: ['toplevel_consult_part.pl'].
% stdin: consult(nonexistent_zz).
% stdin: ensure_loaded(toplevel_consult_part).
