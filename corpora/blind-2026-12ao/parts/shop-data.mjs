// WebShop-style catalogue slices: for each instruction, the products a broad query returns (same ten for any
// rewording of the same words), a narrower result set, and the options of each product.

const P = (asin, title, price, opts = {}, rating = "N.A.") => ({ asin, title, price, opts, rating });

export const TASKS = [
  {
    instr: "i need a long clip-in hair extension which is natural looking, and price lower than 40.00 dollars",
    queries: ["long clip in hair extension natural looking", "natural looking long clip-in hair extensions", "clip in hair extensions long natural", "long natural clip in extension hair", "hair extension clip in natural long under 40"],
    narrow: "clip in hair extension 22 inch human hair natural black",
    broad: [
      P("B09QQLBF1Q", "Clip in Hair Extensions Real Human Hair 20 Inch 7pcs 120g Double Weft Straight", "$52.99", { color: ["natural black", "dark brown", "ombre"], size: ["16 inch", "20 inch"] }),
      P("B08KTJ4Z9B", "Synthetic Clip in Hair Extensions Long Wavy 24 Inch 6pcs Heat Resistant", "$13.99", { color: ["light brown", "blonde", "black"] }),
      P("B07Y2KQW1N", "Halo Hair Extensions Invisible Wire Secret Fish Line Hairpiece", "$18.49", { color: ["#1b", "#4", "#613"] }),
      P("B09MTF6J2R", "Feshfen Long Straight Clip in Ponytail Extension 22 Inch", "$21.99", { color: ["black brown", "auburn"] }),
      P("B0B1N5KJQ8", "Human Hair Clip In Extensions 10pcs Seamless PU Weft", "$89.00", { color: ["natural black"], size: ["18 inch", "22 inch"] }),
      P("B08L6ZR7WS", "Bangs Clip in Hair Extension French Bangs Fringe", "$9.99", { color: ["black", "brown"] }),
      P("B07QK6W8DN", "Clip in Curly Hair Extensions Synthetic 5 Pcs", "$15.99", {}),
      P("B09XJ2D7ML", "Tape in Hair Extensions Human Hair 20pcs Silky Straight", "$45.99", { size: ["16 inch", "20 inch"] }),
      P("B0B4T7X2QW", "Wrap Around Ponytail Extension Synthetic Long Straight", "$11.59", {}),
      P("B08RS2J5HQ", "Women's Claw Clip Hair Extension Short Messy Bun", "$12.99", {}),
    ],
    narrowList: [
      P("B0BF3QH7RZ", "Clip in Hair Extensions Human Hair 22 Inch Natural Black Remy 7pcs Natural Looking", "$37.99", { color: ["natural black", "dark brown", "medium brown"], size: ["18 inch", "22 inch"] }, "4.3"),
      P("B09QQLBF1Q", "Clip in Hair Extensions Real Human Hair 20 Inch 7pcs 120g Double Weft Straight", "$52.99", { color: ["natural black", "dark brown", "ombre"], size: ["16 inch", "20 inch"] }),
      P("B0B1N5KJQ8", "Human Hair Clip In Extensions 10pcs Seamless PU Weft", "$89.00", { color: ["natural black"], size: ["18 inch", "22 inch"] }),
    ],
    want: { asin: "B0BF3QH7RZ", opts: { size: "22 inch", color: "natural black" } },
  },
  {
    instr: "i am looking for gluten free organic dried mango in a 2 pound bag, and price lower than 30.00 dollars",
    queries: ["gluten free organic dried mango 2 pound", "organic dried mango gluten free 2 lb bag", "dried mango organic 2 pound bag gluten-free", "2 lb organic dried mangoes gluten free", "organic gluten free mango dried bag"],
    narrow: "organic dried mango unsweetened 2 lb bulk bag",
    broad: [
      P("B07B4L2T3R", "Organic Dried Mango Slices Unsulfured 8 oz", "$9.49", { size: ["8 ounce", "16 ounce"] }),
      P("B01N0X2QYL", "Philippine Brand Dried Mangoes 3.53 oz (Pack of 6)", "$17.86", {}),
      P("B08G9PVNS3", "Sweetened Dried Mango Chunks 5 lb Bulk", "$34.99", {}),
      P("B00JS2C6OW", "Made in Nature Organic Dried Mango 3 oz", "$5.99", { size: ["3 ounce (pack of 6)"] }),
      P("B07ZQG7J2H", "Freeze Dried Mango Crunchy Snack 1.5 oz", "$4.99", {}),
      P("B08FX9P1VT", "Chile Mango Spicy Dried Fruit 1 lb", "$12.49", {}),
      P("B07D6JQ8WZ", "Organic Mango Powder 1 lb", "$14.99", {}),
      P("B09TQ4N1QK", "Tropical Dried Fruit Mix Papaya Pineapple Mango 2 lb", "$19.99", {}),
      P("B0856ZK7C2", "Dried Mango Soft Slices Low Sugar 12 oz", "$11.25", {}),
      P("B07MFZ7G5W", "Mango Fruit Leather Organic 10 Pack", "$10.99", {}),
    ],
    narrowList: [
      P("B08LKJ3W9X", "Organic Dried Mango Unsweetened Unsulfured Gluten Free, 2 lb Bulk Bag", "$24.99", { size: ["1 pound", "2 pound", "5 pound"] }, "4.6"),
      P("B07B4L2T3R", "Organic Dried Mango Slices Unsulfured 8 oz", "$9.49", { size: ["8 ounce", "16 ounce"] }),
      P("B08G9PVNS3", "Sweetened Dried Mango Chunks 5 lb Bulk", "$34.99", {}),
    ],
    want: { asin: "B08LKJ3W9X", opts: { size: "2 pound" } },
  },
  {
    instr: "i want a men's slim fit henley shirt with long sleeves, color heather grey, size large, and price lower than 35.00 dollars",
    queries: ["men's slim fit henley long sleeve heather grey", "mens henley shirt slim fit long sleeve grey", "slim fit long sleeve henley men heather gray", "henley shirt men slim long sleeves heather grey large", "men long sleeve henley slim fit"],
    narrow: "men slim fit henley long sleeve cotton heather grey",
    broad: [
      P("B07JMZQ7T1", "Men's Casual Slim Fit Long Sleeve Henley T-Shirt Cotton", "$22.99", { color: ["black", "navy", "white", "army green"], size: ["small", "medium", "large", "x-large"] }),
      P("B08F2HNW7M", "Men's Waffle Knit Thermal Henley Long Sleeve", "$27.99", { color: ["heather grey", "black"], size: ["medium", "x-large", "xx-large"] }),
      P("B07DLWHZ4N", "Mens Short Sleeve Henley Shirts Button Placket", "$18.99", { color: ["heather grey", "blue"], size: ["small", "medium", "large"] }),
      P("B09H3Q5P8B", "Men's Muscle Fit Henley Long Sleeve Stretch", "$39.99", { color: ["charcoal", "heather grey"], size: ["medium", "large"] }),
      P("B07L9PFY2W", "Men's Regular Fit Long-Sleeve Henley Shirt", "$16.90", { color: ["heather grey", "navy"], size: ["small", "medium", "large", "x-large"] }),
      P("B08YD6WZ3K", "Men's Slim Fit Polo Long Sleeve Pique", "$24.99", {}),
      P("B07TXJ1N5Q", "Men's Henley Pajama Top Long Sleeve", "$21.99", {}),
      P("B09KZ7W2HN", "Men's Linen Henley Beach Shirt", "$26.99", {}),
      P("B08R9V5CXL", "Men's Hooded Henley Long Sleeve", "$29.99", {}),
      P("B07W6PQTZ1", "Boys Long Sleeve Henley Shirt 2 Pack", "$19.99", {}),
    ],
    narrowList: [
      P("B09N8S4LQV", "Men's Slim Fit Long Sleeve Henley Shirt Cotton Stretch Heather Grey", "$29.99", { color: ["heather grey", "black", "olive"], size: ["small", "medium", "large", "x-large"] }, "4.4"),
      P("B07JMZQ7T1", "Men's Casual Slim Fit Long Sleeve Henley T-Shirt Cotton", "$22.99", { color: ["black", "navy", "white", "army green"], size: ["small", "medium", "large", "x-large"] }),
      P("B09H3Q5P8B", "Men's Muscle Fit Henley Long Sleeve Stretch", "$39.99", { color: ["charcoal", "heather grey"], size: ["medium", "large"] }),
    ],
    want: { asin: "B09N8S4LQV", opts: { color: "heather grey", size: "large" } },
  },
  {
    instr: "i would like a 20 pack of caffeine free herbal tea bags, chamomile flavor, and price lower than 15.00 dollars",
    queries: ["caffeine free herbal tea chamomile 20 pack", "chamomile herbal tea bags caffeine free 20 count", "20 pack chamomile tea bags no caffeine", "herbal chamomile tea caffeine-free bags", "chamomile caffeine free tea 20 bags"],
    narrow: "organic chamomile herbal tea 20 tea bags",
    broad: [
      P("B0009F3POY", "Chamomile Herbal Tea 100 Count Box", "$16.49", {}),
      P("B00JSL6R1E", "Sleepytime Caffeine Free Herbal Tea 20 Count (Pack of 6)", "$21.99", { flavor: ["sleepytime classic", "sleepytime vanilla"] }),
      P("B07B3N2Z7F", "Loose Leaf Chamomile Flowers Egyptian 4 oz", "$11.99", {}),
      P("B0010BL8C2", "Peppermint Herbal Tea 20 Bags", "$4.29", { flavor: ["peppermint"] }),
      P("B07PG3H3MT", "Herbal Tea Variety Pack 40 Bags", "$12.99", {}),
      P("B00BFAJ7HC", "Chamomile Lavender Sleep Tea 16 Bags", "$6.49", {}),
      P("B08HN3F8YS", "Honey Chamomile Decaf Green Tea 18 Bags", "$5.29", {}),
      P("B07FKG4K6W", "Rooibos Red Tea Caffeine Free 40 Bags", "$8.99", {}),
      P("B01N5JQ7C5", "Chamomile Tea Bags Bulk 200 Count", "$18.95", {}),
      P("B07D8JX2P4", "Kids Bedtime Herbal Tea 18 Bags", "$5.99", {}),
    ],
    narrowList: [
      P("B079H6VBKX", "Organic Chamomile Herbal Tea, Caffeine Free, 20 Tea Bags", "$4.99", { size: ["20 count (pack of 1)", "20 count (pack of 6)"], flavor: ["chamomile", "chamomile mint"] }, "4.8"),
      P("B00BFAJ7HC", "Chamomile Lavender Sleep Tea 16 Bags", "$6.49", {}),
      P("B0009F3POY", "Chamomile Herbal Tea 100 Count Box", "$16.49", {}),
    ],
    want: { asin: "B079H6VBKX", opts: { size: "20 count (pack of 1)", flavor: "chamomile" } },
  },
];
