print("weather: not yet")
