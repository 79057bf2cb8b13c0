% args: -q -g t -t halt {}
:- use_module(m_dwim).
helper_abcd2.
t :- catch(m_dwim:abcx(_), E, print_message(error, E)), catch(m_dwim:abcd, E2, print_message(error, E2)),
     catch(m_dwim:helper_abcd(_), E3, print_message(error, E3)).
