% args: -q -g true -t fail {}
