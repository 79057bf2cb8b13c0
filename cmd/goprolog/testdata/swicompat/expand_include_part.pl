item(a).
item(b).
