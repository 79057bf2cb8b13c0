% print_message_lines/3: a format's column stops count the line's prefix
% and the elements before it on the line, as swipl writes them.
main :- main1, main2.
main1 :- print_message_lines(user_error, '% ', [ansi(bold, '~w~t ~w~35| ~w~n', ['Debug Topic', 'Activated', 'To']), '~`\u2015t~48|']),
  print_message_lines(user_error, '% ', [ansi(bold, '~s~t \u2714~35|', [`foo`])]),
  print_message_lines(user_error, '% ', [ansi(bold, '~s~t \u2714~35| ~q', [`bar`, [a,b]])]),
  print_message_lines(user_error, '% ', ['~s~t -~35|'-[`baz`]]).
main2 :- print_message_lines(user_error, 'ab ', ['~w~t~10|x'-[c], '~t~15|y', nl, '~a~t~8+z'-[d]]).
