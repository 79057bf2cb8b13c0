% args: -q -g t -t halt {}
:- use_module(library(strings)).
t :- forall(member(G, [dedent_lines("  a\n  b", D, []), dedent_lines("    x\n  y\n\n   z\n", D, []), dedent_lines("\ta\n\t\tb", D, [tab(8)]),
      dedent_lines("  \n  ", D, []), dedent_lines("**a\n*b", D, [chars("*")]),
      indent_lines("> ", "a\nb\n\nc\n", D), indent_lines("  ", "x", D), indent_lines(not_b, "# ", "a\nb", D),
      interpolate_string("Hello {name}, {X,def} and {Y}! {Name}", D, ['Name'=bob, 'Y'=1.5], []),
      string_lines(_, ["a", "b"]), string_lines("a\nb\n", D)]),
      ( catch(G, E, (print_message(error, E), fail)) -> writeq(G), nl ; writeln(failed(G)) )).
not_b(L) :- L \== "b".
