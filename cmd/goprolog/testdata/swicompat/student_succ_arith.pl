% args: -q -g main -t halt {}
t(G) :- ( catch(G, E, (print_message(error, E), fail)) -> print(G) ; write(failed) ), nl.
main :-
    t(X1 is 7 / 2), t(X2 is 7 // 0), t(X3 is 7 mod 0), t(X4 is 2 ** 0.5), t(X5 is sqrt(-1)),
    t(X6 is log(0)), t(X7 is foo + 1), t(X8 is a), t(X9 is "ab"), t(X10 is [1]),
    t(X11 is [x]), t(X12 is 5 / 0.0), t(X13 is max(1, a)), t(X14 is cot(0)),
    t(X15 is 1 << -1), t(X16 is integer(1.0e400)), t(X17 is truncate(1.0e30)),
    t(X18 is cmpflags), t(X19 is random(0)), t(X20 is 10 ^ -2), t(X21 is 0 ^ -1),
    t(X22 is 0.0 / 0), t(X23 is asin(2)), t(X24 is 3 rdiv 0),
    t(1 =:= a), t(_ < 1), t(X25 is float(1 << 2000)),
    X1+X2+X3+X4+X5+X6+X7+X8+X9+X10+X11+X12+X13+X14+X15+X16+X17+X18+X19+X20+X21+X22+X23+X24+X25 = _.
