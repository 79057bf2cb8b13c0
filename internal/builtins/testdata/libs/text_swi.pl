% string_bytes/3 (utf8, text, iso_latin_1, octet, ascii, utf16), get_string_code/3
% and write_length/3, with swipl's errors.
:- style_check(-singleton).
:- ensure_loaded(driver).
:- discontiguous g/1.
g(string_bytes("abc", B, utf8)).
g(string_bytes("héllo", B, utf8)).
g(string_bytes("héllo", B, text)).
g(string_bytes("héllo", B, iso_latin_1)).
g(string_bytes("h€", B, iso_latin_1)).
g(string_bytes(S, [104,195,169], utf8)).
g(string_bytes(S, [104,233], iso_latin_1)).
g(string_bytes(S, [104,233], utf8)).
g(string_bytes(S, [104,233], text)).
g(string_bytes(abc, B, utf8)).
g(string_bytes(123, B, utf8)).
g(string_bytes([0'a,0'b], B, utf8)).
g(string_bytes(S, B, utf8)).
g(string_bytes("a", B, foo)).
g(string_bytes("a", B, E)).
g(string_bytes("a", B, octet)).
g(string_bytes("a", B, ascii)).
g(string_bytes("é", B, ascii)).
g(string_bytes("é", B, utf16be)).
g(string_bytes("é", B, unicode_be)).
g(string_bytes(S, [300], utf8)).
g(string_bytes(S, foo, utf8)).
g(string_bytes("abc", [97|T], utf8)).
g(string_bytes(f(x), B, utf8)).
g(get_string_code(1, "abc", C)).
g(get_string_code(3, "abc", C)).
g(get_string_code(4, "abc", C)).
g(get_string_code(0, "abc", C)).
g(get_string_code(-1, "abc", C)).
g(get_string_code(I, "abc", C)).
g(get_string_code(1, abc, C)).
g(get_string_code(1, S, C)).
g(get_string_code(a, "abc", C)).
g(get_string_code(1, [0'a], C)).
g(get_string_code(1, 12, C)).
g(get_string_code(2, "abc", 0'b)).
g(write_length(foo(bar), L, [])).
g(write_length('a b', L, [quoted(true)])).
g(write_length("abc", L, [])).
g(write_length([1,2,3], L, [max_length(5)])).
g(write_length([1,2,3], L, [max_length(7)])).
g(write_length([1,2,3], L, [max_length(6)])).
g(write_length(1+2, L, [ignore_ops(true)])).
g(write_length(a, L, [foo(bar)])).
g(write_length(a, L, foo)).
g(write_length(a, L, [max_length(a)])).
g(write_length(a, 1, [])).
g(write_length(a, a, [])).
g(write_length('héllo', L, [])).
g(string_bytes(S, [0,233], utf16be)).
g(string_bytes(S, [233,0], utf16le)).
g(string_bytes("a😀", B, utf16be)).
g(string_bytes(S, [0,97,216,61,222,0], utf16be)).
g(string_bytes("a😀", B, utf8)).
g(string_bytes(S, [97,240,159,152,128], utf8)).
g(string_bytes("", B, utf8)).
g(get_string_code(2, "héllo", C)).
g(get_string_code(1, "", C)).
g(write_length('hello world', L, [max_length(11)])).
g(write_length(- (1), L, [])).
g(write_length([a,'B'], L, [quoted(true)])).
bytes_back(S0, E, S) :- string_bytes(S0, B, E), string_bytes(S, B, E).
g(bytes_back("naïve ☃", utf8, S)).
g(bytes_back("naïve", iso_latin_1, S)).
g(bytes_back("naïve ☃", utf16le, S)).
