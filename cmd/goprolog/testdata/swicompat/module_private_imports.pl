% args: -q -g main -t halt {}
:- use_module(m_graph).
:- use_module(m_stats).
:- use_module(m_hooks).
:- use_module(m_fmt, []).
helper :- writeln(user_helper).
user:on_event(E) :- format("event ~w~n", [E]).
local_goal :- writeln(local_goal_ran).
main :-
    G = [a ==> b, b ==> c, c ==> a, d ==> a],
    reachable(G, a, S), writeln(S),
    reachable(G, d, S2), writeln(S2),
    X = (p ==> q), writeq(X), nl,
    stats_report([1, 2, 3, 4]),
    helper,
    register(local_goal), register(writeln(second)), run_hooks(start),
    ( catch(fmt_kv(a, b), E, (print_message(error, E), fail)) -> true ; writeln(not_imported) ),
    m_fmt:fmt_kv(qualified, call),
    ( predicate_property(mean(_, _), imported_from(M)) -> writeln(M) ; writeln(no_import) ),
    ( predicate_property(m_stats:helper, defined) -> writeln(defined) ; writeln(undefined) ),
    findall(P, (current_module(P), memberchk(P, [m_graph, m_stats, m_hooks, m_fmt, user])), Ms), msort(Ms, SMs), writeln(SMs),
    catch(m_stats:nosuch, E2, (print_message(error, E2))),
    m_graph:neighbours(G, c, Nb), writeln(Nb).
