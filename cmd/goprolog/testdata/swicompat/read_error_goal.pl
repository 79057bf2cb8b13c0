% args: -q -g go -t halt {}
% A syntax error that reading a file raises and no goal catches: swipl
% prints the place of the read as a header before the -g goal's message.
go :- open('read_error_data.txt', read, S), read(S, _).
