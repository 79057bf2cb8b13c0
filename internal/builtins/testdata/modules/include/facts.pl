color(red).
color(green).
tone(red, dark).
tone(green, light).
