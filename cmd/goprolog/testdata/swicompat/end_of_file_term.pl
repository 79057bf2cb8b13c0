% args: -q -g go -t halt {}
% The term end_of_file ends the file: what follows is not read.
a(1).
go :- forall(a(X), (write(X), nl)).
end_of_file.
a(2).
zzz(
