% args: -q -g t -t halt {}
:- use_module(m_store).
t :- catch(m_store:bump2, E, (print_message(error, E))), catch(m_store:put(a), E2, (print_message(error, E2))), catch(m_store:kv(a), E3, print_message(error, E3)),
     catch(m_store:nothing_like_it, E4, print_message(error, E4)).
