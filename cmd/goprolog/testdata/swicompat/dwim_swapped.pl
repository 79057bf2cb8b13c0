% args: -q -g string_number(_,_) -t halt {}
% DWIM offers a name of the same two words in the other order.
