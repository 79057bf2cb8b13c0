helper_loaded.
