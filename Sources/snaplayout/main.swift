print("snaplayout")
