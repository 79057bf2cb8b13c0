% args: -q {}
% stdin: X = 1.
% stdin: ;
% Replies typed after the last answer are read as a query without its
% full stop.
