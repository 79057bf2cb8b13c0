% Everyday goals of student and book programs that once differed from
% swipl: asserting into user by a qualified clause built at run time,
% sub_atom_icasechk/3, atom_string/2 and string_to_atom/2 of a code or
% char list, the \uXXXX escapes of print/1, write_term/2, format's ~p
% and portray_clause/1 (writeq/1 and ~q keep \xX\), and "Defined at"
% under the error of changing a static predicate the file defines.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- discontiguous g/1, o/1, m/1.
g((C = user:uq1(1), assertz(C), uq1(X))).
g((C = (user:uq2(1) :- true), assertz(C), uq2(X))).
g((C = user:(uq3(1) :- true), asserta(C), uq3(X))).
g((C = user:uq4(1), assertz(C), retract(user:uq4(X)), \+ uq4(_))).
g((C = user:uq5(1), assertz(C), retractall(user:uq5(_)), \+ uq5(_))).
g((C = user:uq6(1), assertz(C), abolish(user:uq6/1), \+ current_predicate(uq6/1))).
g((C = user:uq7(a), assertz(C), findall(X, uq7(X), L))).
g(sub_atom_icasechk('Hello World', S, world)).
g(sub_atom_icasechk('Hello World', 0, hello)).
g(sub_atom_icasechk('Hello World', S, 'WORLD')).
g(sub_atom_icasechk("abcABC", S, "c")).
g(sub_atom_icasechk(abc, 1, b)).
g(sub_atom_icasechk(abc, 2, b)).
g(sub_atom_icasechk(abc, S, '')).
g(sub_atom_icasechk(abc, 3, '')).
g(sub_atom_icasechk(abc, 4, '')).
g(sub_atom_icasechk(123, S, 2)).
g(sub_atom_icasechk([a, b], S, [b])).
g(sub_atom_icasechk(X, S, x)).
g(sub_atom_icasechk(abc, S, Y)).
g(sub_atom_icasechk(abc, a, b)).
g(sub_atom_icasechk(abc, 1.0, b)).
g(sub_atom_icasechk(abc, -1, a)).
g(sub_atom_icasechk(abc, 100000000000000000000, a)).
g(sub_atom_icasechk(f(x), S, a)).
g(sub_atom_icasechk(abc, S, f(x))).
g(atom_string([0'a, 0'b], S)).
g(atom_string([a, b], S)).
g(atom_string([], S)).
g(atom_string([0'a|_], S)).
g(atom_string([a, b], "ab")).
g(string_to_atom([a, b], A)).
g(string_to_atom([0'x], A)).
o(print('\x0\')).
o(print('a\x1\b\x7f\')).
o(print("a\x1\")).
o(print(f('\x1\', "\x2\", 'ok'))).
o(print('\x80\\xA0\\xAD\\xE000\\x2028\')).
o(print('\xF0000\')).
o(print('\t\n')).
o(writeq('\x1\\x7f\')).
o(write_canonical('\x1\')).
o(write_term('\x1\', [quoted(true)])).
o(write_term('\x1\', [quoted(true), character_escapes_unicode(false)])).
o(write_term('\x1\', [quoted(true), character_escapes_unicode(true)])).
o(format("~p ~q", ['\x1\', '\x1\'])).
o(portray_clause(f('\x1\'))).
o((set_prolog_flag(character_escapes_unicode, false), print('\x1\'), set_prolog_flag(character_escapes_unicode, true))).
g(current_prolog_flag(character_escapes_unicode, X)).
static_count(0).
static_count(1).
m(retract(static_count(_))).
m(assertz(static_count(2))).
m(retractall(static_count(_))).
m(asserta((static_count(3) :- true))).
