% args: -q -g main -t halt {}
% write_term/2's priority(P) brackets an operator term above P (an atom
% stays bare); character_escapes(false) writes a quoted atom or string
% with its characters as they are, the quote doubled; fullstop(true)
% puts a space before the full stop after a symbol character;
% back_quotes(string) writes a quoted string between back quotes.
w(T, O) :- catch(write_term(T, O), E, print_message(error, E)), write('|'), nl.
main :-
    w(-, [priority(999)]), w(-, [priority(0)]), w(- a, [priority(200)]),
    w(- a, [priority(199)]), w(f(- a), [priority(0)]), w(1, [priority(0)]),
    w(-1, [priority(0)]), w(- (1), [priority(0)]), w((a,b), [priority(999)]),
    w((a:-b), [priority(1200)]), w(a+b, [priority(0), max_depth(1)]),
    w(a+b, [priority(0), portray(true)]), w([a|b], [priority(0)]),
    w({a}, [priority(0)]), w(-(-), [priority(0)]), w(\+a, [priority(0)]),
    w(a=b, [priority(0), spacing(next_argument)]), w(a:b:c, [priority(199)]),
    w(1+2, [priority(0), ignore_ops(true)]), w(a+b, [priority(500)]),
    w(a+b, [priority(499)]), w(a+b, [priority(-1)]), w(a+b, [priority(1201)]),
    w(a+b, [priority(a)]), w(a, [priority(_)]), w(a, [priority(1.0)]),
    forall(member(X, ['it''s', 'a\\b', 'a\nb', "str\"q", "s'q\\", 'A', [], '[]',
                      'hello world', f('A\tb'), '\x1\', 'é', '\u200B']),
           w(X, [quoted(true), character_escapes(false)])),
    w('a\nb', [quoted(true), character_escapes(true)]),
    w(a, [character_escapes(foo)]),
    forall(member(X, [1, 1.5, a, "s", 'A', [], {}, - 1, a+b, (a:-b), '\\', #, f(-),
                      -(-), 0'a, [a|b], 'hello world', (-), a= \+, $, '→', '.', '']),
           ( w(X, [fullstop(true)]), w(X, [fullstop(true), nl(true), quoted(true)]) )),
    forall(member(O, [string, codes, chars, symbol_char, foo, _, 1]),
           ( w(f("a`b\n", "x\"y"), [back_quotes(O), quoted(true)]),
             w("ab", [back_quotes(O)]) )),
    w("a`b", [back_quotes(string), quoted(true), character_escapes(false)]).
