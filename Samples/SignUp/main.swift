print("signup")
