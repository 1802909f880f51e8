"""What Cairn keeps for itself between commands, in the user's cache folder (user_cache): the compiled
templates the back ends share (template_cache); the front end's parsed effect texts, the build's
content-hash cache, the games' bytecode and the native extensions each keep their own folder there.
Every layer may use it; it imports nothing else of the compiler."""
