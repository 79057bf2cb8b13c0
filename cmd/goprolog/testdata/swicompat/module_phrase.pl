% args: -q {}
% stdin: phrase(m_parser:sum(T), `1+2`).
% stdin: phrase(m_parser:sum(T), `1+2x`, Rest).
% stdin: phrase(m_parser:(num(A), "+", num(B)), `3+4`).
% stdin: dcg_translate_rule((a --> m:b, [x]), R).
% stdin: dcg_translate_rule((a --> m:[x]), R).
% stdin: dcg_translate_rule((a --> m:(b, c ; {d}, \+ e)), R).
% stdin: dcg_translate_rule((a --> m:n:b), R).
% stdin: parse_sum(`5+6+7`, T), V is T.
% A module-qualified grammar body, in phrase/2,3 and in a rule.
:- use_module(m_parser).
