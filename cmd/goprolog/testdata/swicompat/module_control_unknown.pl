% args: -q -g main -t halt {}
% A goal of a module's, a control construct or a meta-predicate's
% argument included, calls the module's predicates: one defined nowhere
% is the module's unknown procedure, m_ctl:nosuch2/0.
:- use_module(m_ctl).
main :- t, run((true, nosuch9)),
    catch(m_ctl:(true, nosuch10), E, (print_message(error, E))),
    catch(m_ctl:findall(X, nosuch11(X), _), E2, (print_message(error, E2))).
