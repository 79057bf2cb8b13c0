% get_flag/2, set_flag/2 and current_flag/1 on the flags of flag/3, and
% current_arithmetic_function/1.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- discontiguous g/1.

g(get_flag(nokey, V)).
g((flag(k1, _, 5), get_flag(k1, V))).
g((set_flag(k2, 7), flag(k2, V, V))).
g((set_flag(k3, abc), get_flag(k3, V))).
g((set_flag(k4, 1.5), get_flag(k4, V))).
g(set_flag(k4, 1+2)).
g(set_flag(k4, "s")).
g(set_flag(k4, f(x))).
g(set_flag(X, 1)).
g(set_flag(k4, X)).
g((set_flag(1, 1), get_flag(1, V))).
g((set_flag(f(a), 1), get_flag(f(z), V))).
g(set_flag("s", 1)).
g(set_flag(1.5, 1)).
g(get_flag(X, V)).
g(get_flag("s", V)).
g(set_flag(k5, 100000000000000000000)).
g((set_flag(k6, -3), flag(k6, V, V+1), get_flag(k6, W))).
g((set_flag(cf1, 1), current_flag(cf1))).
g(current_flag(nonexist)).
g(current_flag(1)).
g(current_flag(f(x))).
g(current_flag(g(x))).
g(all_flags(S)).
all_flags(S) :- findall(K, current_flag(K), Ks), msort(Ks, S).
g(current_arithmetic_function(sin(_))).
g(current_arithmetic_function(foo(_))).
g(current_arithmetic_function(pi)).
g(current_arithmetic_function(1)).
g(current_arithmetic_function(random(_))).
g(current_arithmetic_function(cot(_))).
g(current_arithmetic_function(_ - _)).
g(current_arithmetic_function(- _)).
g((findall(F, current_arithmetic_function(F), L), length(L, N))).
g((findall(N/A, (current_arithmetic_function(F), functor(F, N, A)), L))).
