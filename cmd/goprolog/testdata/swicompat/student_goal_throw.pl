% args: -q -g "throw(oops)" -t halt {}
