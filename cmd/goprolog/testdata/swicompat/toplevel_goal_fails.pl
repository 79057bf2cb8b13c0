% args: -g true -t fail {}
% A -t goal that fails exits 1.
