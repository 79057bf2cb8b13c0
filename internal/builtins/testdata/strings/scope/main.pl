% The double_quotes flag set in a module file ends with that file (SWI
% keeps it local to the module); set in a plain file it lasts, as it does
% in swipl's user module.
:- ensure_loaded(dq_module).
m_after("ab").
:- ensure_loaded(dq_plain).
p_after("ab").

show :-
    m_text(A), m_after(B), p_text(C), p_after(D),
    current_prolog_flag(double_quotes, F),
    print([A, B, C, D, F]), nl.
