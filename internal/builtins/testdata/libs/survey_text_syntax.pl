% Where a syntax error in text read by term_to_atom/2 and friends is:
% the context string(Text, CharPos), Text from the term's first token
% with " . " after it, CharPos the character before the offending token
% (at the end, the full stop swipl adds), as swipl gives it.
:- style_check(-singleton).
:- ensure_loaded(driver).

% at(Text, Context): the context of the syntax error reading Text.
at(Text, C) :-
    catch(term_to_atom(_, Text), error(_, C), true).
g(at('f(a  b)', C)).
g(at('f(,)', C)).
g(at('f(a b)', C)).
g(at('X = f(a) b', C)).
g(at('f(a,)', C)).
g(at('a= \\+b', C)).
g(at('[a|b|c]', C)).
g(at('f(a', C)).
g(at('x :- a :- b', C)).
g(at('f(a)g', C)).
g(at('(a', C)).
g(at('a)', C)).
g(at('f(a  ,,)', C)).
g(at('foo(bar', C)).
g(at('f(a\n  b)', C)).
g(at('f(a\nb)', C)).
g(at('f(a,\n\n  b c)', C)).
g(at('\n\nf(a b)', C)).
g(at('  f(a b)', C)).
g(at(' % c\nf(a b)', C)).
g(at('/* x */ f(,)', C)).
g(at('\n\nf(a,\n  b c)', C)).
m(term_to_atom(_, 'f(,)')).
m(term_string(_, "f(a  b)")).
m(atom_to_term('x :- a :- b', _, _)).
