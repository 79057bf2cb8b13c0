% args: -q nosuchscript a b
