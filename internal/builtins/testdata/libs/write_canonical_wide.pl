% Atoms with characters beyond Latin-1 through the writers: writeq/1,
% print/1 and format's ~q leave an atom unquoted when it reads back as
% itself, while write_canonical/1, format's ~k and write_term/2's
% quote_non_ascii(true) quote every atom holding a character beyond
% Latin-1 (é, ² stay unquoted), wherever it occurs in the term. Then
% how writeq/1 classifies characters beyond ASCII, and that its text
% reads back: modifier symbols (¨, ˂) and connector punctuation (‿) are
% symbol characters, the latter also continuing a name, enclosing marks
% (҈) do not continue one, an other number beyond Latin-1 (৴) is quoted,
% and Unicode's extra identifier characters (℘, ゛, ᢅ, ፩) are letters.
:- ensure_loaded(driver).

o(writeq('αβ')).
o(writeq('日本')).
o(writeq('a b€')).
o(writeq(f('αβ', 'Αβ', é, '€', - '→'))).
o(print('αβ')).
o(print([ωmega, 'ℵ'])).
o(format("~q", ['日本'])).
o(format("~a", ['日本'])).
o(format("~k", ['日本'])).
o(format("~k", [f('αβ', é, 'ÿ', '²', "日本")])).
o(write_canonical('αβ')).
o(write_canonical('日本')).
o(write_canonical('a b€')).
o(write_canonical('€')).
o(write_canonical('é')).
o(write_canonical(f('αβ', X, X, _, '→', - 'αβ', ['a日'|_], "日本"))).
o(write_canonical('\x2028\日')).
o(write_term('αβ', [quoted(true), quote_non_ascii(true)])).
o(write_term('é', [quoted(true), quote_non_ascii(true)])).
o(write_term('αβ', [quote_non_ascii(true)])).
o(write_term('αβ', [quoted(true), quote_non_ascii(false)])).
o(write_term('αβ', [quoted(true), quote_non_ascii(maybe)])).
o(write_term(f('日本', ab), [quoted(true), ignore_ops(true), quote_non_ascii(true)])).
o((term_to_atom(f('αβ'), A), write(A))).
o((with_output_to(string(S), write_canonical('αβ')), writeq(S))).
o(portray_clause(p('日本'))).
o(display(f('αβ'))).
o(forall(member(A, ['¨', '¨¨', 'a¨', '¨a', '˂', '˂˂', 'a˂', '‿', '‿‿', 'a‿', 'a‿b', '‿a', 'a҈', '҈', '৴', 'a৴', '²', 'a²', '℘', 'a℘', '℘a', '゛', 'a゛', 'ᢅ', 'aᢅ', 'a፩', '፩', 'a·b', 'a\x387\b', 'ˆ', 'aˆ']), (writeq(A), write(' '), writeq(- A), write(' '), writeq(f(A, -)), nl))).
o(forall(member(S, ['¨¨', '- ¨', 'a‿b', '‿‿', '‿', '℘a', 'a゛', 'aᢅ', 'a፩', '৴']), (term_to_atom(T, S), writeq(T), nl))).
o(forall(member(S, ['a҈', 'a·b']), (catch(term_to_atom(_, S), error(E, _), true), writeq(S-E), nl))).
