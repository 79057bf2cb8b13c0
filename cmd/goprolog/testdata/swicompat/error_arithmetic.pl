% args: -q -g main -t halt {}
main :- forall(member(E, [1+a, foo, 1/0, 1.0/0, 0/0.0, 2**0.5, 2^(-1), 2.0^(-1), -2^0.5, (-8)**(1/3), sqrt(-4), log(-1), acos(2), 10 mod 0, 10 rem 0, 7 // 0,
        max(a, 1), abs(a), msb(0), msb(-1), gcd(0, 0), 1 << -1, truncate(1.0Inf), atan2(0, 0), atan2(0.0, 0.0), float_integer_part(a),
        copysign(1, a), nexttoward(1.0, 2), trig(1), random(0), cmpflags, e**1000, 1.0e308*10, -(1.0e308*10), 123456789**5, 3 xor 5, \ 0, "a", [x], [x,y], "ab"]),
    ( catch(X is E, Err, (print_message(error, Err), fail)) -> format("~q = ~q~n", [E, X]) ; true )).
